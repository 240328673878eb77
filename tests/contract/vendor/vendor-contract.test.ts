// Our contract against the vendor's August 2026 document (through its committed extract): every
// difference must be decided in docs/decisions.md, and every decision must still match a difference.
// A failure prints the rows to add to or delete from it. When the vendor publishes a new document:
// `VENDOR_SCHEMAS=<path> npm run gen:vendor`, then the same.
import { describe, expect, it } from 'vitest';
import { compareWithVendor, readOurContract, readVendorExtract } from './compare-with-vendor';
import { reconciliationReport } from './decided-differences';
import { findOperation, operationShape, operationsOf } from './operation-diff';

describe("our contract against the vendor's August 2026 document", () => {
  const { undecided, stale } = compareWithVendor();
  const report = reconciliationReport({ undecided, stale });

  it('has no difference that docs/decisions.md leaves undecided', () => {
    expect(undecided, report).toEqual([]);
  });

  it('has no decision left in docs/decisions.md whose difference is gone', () => {
    expect(stale, report).toEqual([]);
  });

  it('compares every operation of ours that the vendor publishes (else: npm run gen:vendor)', () => {
    const extract = readVendorExtract();
    const published = operationsOf(readOurContract()).filter((operation) => extract.vendorOperations.includes(operationShape(operation)));
    expect(published.filter((operation) => !findOperation(extract, operation)).map(operationShape)).toEqual([]);
    expect(published.length).toBeGreaterThanOrEqual(14);
  });
});
