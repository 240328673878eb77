import { PER_PAGE_OPTIONS } from './test-detail-search';

/** The usual sizes, plus a size a shared link asks for (the API accepts any from 1 to 100), ascending. */
export function executionPageSizes(current: number): number[] {
  const sizes: number[] = [...PER_PAGE_OPTIONS];
  if (!sizes.includes(current)) sizes.push(current);
  return sizes.sort((a, b) => a - b);
}
