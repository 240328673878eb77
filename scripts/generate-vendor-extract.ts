// `npm run gen:vendor [path]`: writes tests/contract/vendor/vendor-extract.json from the vendor's OpenAPI
// document (the path, else $VENDOR_SCHEMAS, else ../shared/vendor/api-schemas.json). `--check` fails on a
// stale extract (passes, saying so, without the document); `--print-undecided` prints undecided differences
// as rows for docs/decisions.md. A newer document: set its commit and date in VENDOR_SOURCE first.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compareWithVendor, readOurContract, REPOSITORY_ROOT } from '../tests/contract/vendor/compare-with-vendor';
import { reconciliationReport } from '../tests/contract/vendor/decided-differences';
import type { OpenApiDocument } from '../tests/contract/vendor/operation-diff';
import { buildVendorExtract, serializeExtract, VENDOR_EXTRACT_FILE } from '../tests/contract/vendor/vendor-extract';

const flags = process.argv.slice(2).filter((argument) => argument.startsWith('--'));
const given = process.argv.slice(2).find((argument) => !argument.startsWith('--')) ?? process.env.VENDOR_SCHEMAS;
const sourceFile = given ? path.resolve(given) : path.resolve(REPOSITORY_ROOT, '../shared/vendor/api-schemas.json');
const extractFile = path.join(REPOSITORY_ROOT, VENDOR_EXTRACT_FILE);

function freshExtract(): string {
  const vendor = JSON.parse(readFileSync(sourceFile, 'utf8')) as OpenApiDocument;
  return serializeExtract(buildVendorExtract(vendor, readOurContract()));
}

if (flags.includes('--print-undecided')) {
  process.stdout.write(reconciliationReport(compareWithVendor()));
} else if (flags.includes('--check')) {
  if (!existsSync(sourceFile)) {
    console.info(`gen:vendor: ${sourceFile} is not here, so ${VENDOR_EXTRACT_FILE} was not checked against it`);
  } else if (readFileSync(extractFile, 'utf8') !== freshExtract()) {
    console.error(`gen:vendor: ${VENDOR_EXTRACT_FILE} is stale against ${sourceFile}: run npm run gen:vendor and commit`);
    process.exitCode = 1;
  } else {
    console.info(`gen:vendor: ${VENDOR_EXTRACT_FILE} is up to date with ${sourceFile}`);
  }
} else {
  writeFileSync(extractFile, freshExtract());
  console.info(`gen:vendor: wrote ${VENDOR_EXTRACT_FILE} from ${sourceFile}`);
}
