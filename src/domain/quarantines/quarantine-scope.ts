import type { QuarantinedTest } from '@/api/types';

/** The API's null branch, in the words of every page, export and dialog (never "all branches" on one and "every branch" on another). */
export const EVERY_BRANCH = 'every branch';

/** "every branch" or "main": where a quarantine applies, after "on". */
export const branchWords = (branch: string | null): string => branch ?? EVERY_BRANCH;

/** "every branch" or "branch main": a quarantine's scope standing alone, as in "Release … (branch main)". */
export const describeQuarantineScope = (branch: string | null): string => (branch === null ? EVERY_BRANCH : `branch ${branch}`);

/** "Auto-quarantined" or "Quarantined" (by hand). */
export const quarantinedWord = (quarantine: Pick<QuarantinedTest, 'source'>): string =>
  quarantine.source === 'auto' ? 'Auto-quarantined' : 'Quarantined';

/** A test's quarantine in one phrase, the same in the test lists and on its page (a name is quarantined once). */
export const quarantinePhrase = (quarantine: Pick<QuarantinedTest, 'source' | 'branch'> | undefined): string =>
  quarantine === undefined ? 'Not quarantined' : `${quarantinedWord(quarantine)} on ${branchWords(quarantine.branch)}`;
