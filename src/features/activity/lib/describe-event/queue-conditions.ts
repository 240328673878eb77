import { flag, records, text, type Metadata } from '../metadata-readers';

// The condition tree of `action.queue.leave`: which conditions the pull request did not meet when it left.

/** Labels of the unmet leaf conditions, depth first, at most `limit` levels deep (the tree is untrusted). */
export function unmetConditions(tree: Metadata, limit = 8): string[] {
  if (limit === 0 || flag(tree, 'match') !== false) return [];
  const children = records(tree, 'subconditions');
  if (children.length === 0) {
    const label = text(tree, 'label');
    return label === null ? [] : [label];
  }
  return children.flatMap((child) => unmetConditions(child, limit - 1));
}
