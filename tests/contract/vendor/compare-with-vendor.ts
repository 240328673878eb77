// Our contract against the committed extract of the vendor's document, reconciled with docs/decisions.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { DECISIONS_FILE, readDecidedKeys, reconcile, type Reconciliation } from './decided-differences';
import { diffContracts, type OpenApiDocument } from './operation-diff';
import { VENDOR_EXTRACT_FILE, type VendorExtract } from './vendor-extract';

export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../../..');
export const OUR_CONTRACT_FILE = 'src/api/openapi.yaml';

const read = (file: string) => readFileSync(path.join(REPOSITORY_ROOT, file), 'utf8');

/** Read from the YAML rather than src/api/generated, so a contract edit is compared before `gen:api`. */
export const readOurContract = () => parse(read(OUR_CONTRACT_FILE)) as OpenApiDocument;
export const readVendorExtract = () => JSON.parse(read(VENDOR_EXTRACT_FILE)) as VendorExtract;

export function compareWithVendor(): Reconciliation & { found: string[] } {
  const found = diffContracts(readVendorExtract(), readOurContract());
  return { found, ...reconcile(found, readDecidedKeys(read(DECISIONS_FILE))) };
}
