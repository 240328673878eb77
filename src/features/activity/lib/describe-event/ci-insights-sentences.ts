import { flag, integer, nested, records, shorten, text, type Metadata } from '@/domain/activity/metadata-readers';
import { byActor, code, named, plural, type EventTypesStartingWith, type SentenceRules, type Sentence } from './sentence';

/** Matched texts and annotation names can be long log excerpts; the details keep them whole. */
const MATCH_TEXT_MAX = 60;

/** One condition a retried job met, told apart by `source`; empty when the match says nothing. */
function conditionMatch(match: Metadata): Sentence {
  const value = text(match, 'matched_value');
  if (value === null) return [];
  const matched = code(shorten(value, MATCH_TEXT_MAX));
  const source = text(match, 'source');
  if (source === 'job_log') {
    const line = integer(match, 'matched_line_number');
    return [matched, ` in the job log${line === null ? '' : `, line ${line}`}`];
  }
  if (source === 'annotation') {
    const title = text(match, 'annotation_title');
    const path = text(match, 'annotation_path');
    if (title !== null) return [matched, ' in the annotation ', code(shorten(title, MATCH_TEXT_MAX))];
    return path === null ? [matched, ' in an annotation'] : [matched, ' in the annotation at ', code(path)];
  }
  const attribute = text(match, 'attribute');
  return attribute === null ? [matched] : [code(attribute), ' = ', matched];
}

function yesNo(value: boolean | null): string {
  return value === null ? '?' : value ? 'yes' : 'no';
}

export const CI_INSIGHTS_SENTENCES: SentenceRules<EventTypesStartingWith<'ci_insights.'>> = {
  'ci_insights.auto_quarantine.disabled': (m) => [`Auto-quarantine disabled${byActor(m, 'disabled_by', 'disabled_by_staff')}`],
  'ci_insights.auto_quarantine.enabled': (m) => {
    const ignore = flag(nested(m, 'auto_quarantine_config_attributes'), 'ignore_broken_on_default_branch');
    return [
      `Auto-quarantine enabled${byActor(m, 'enabled_by', 'enabled_by_staff')}`,
      ignore === null ? '' : ` (ignore broken tests on the default branch: ${yesNo(ignore)})`,
    ];
  },
  'ci_insights.auto_quarantine.modified': (m) => {
    const before = flag(nested(m, 'auto_quarantine_config_attributes_before'), 'ignore_broken_on_default_branch');
    const after = flag(nested(m, 'auto_quarantine_config_attributes_after'), 'ignore_broken_on_default_branch');
    const change = before !== after ? `: ignore broken tests on the default branch ${yesNo(before)} → ${yesNo(after)}` : '';
    return [`Auto-quarantine settings changed${byActor(m, 'updated_by', 'updated_by_staff')}${change}`];
  },
  'ci_insights.job_retried': (m) => {
    const mode = text(m, 'retry_mode') === 'pipeline' ? 'pipeline' : 'job';
    const attempt = integer(m, 'retry_attempt');
    const max = integer(m, 'max_retry');
    const byRule = named(' by rule ', text(m, 'rule_name'));
    if (text(m, 'outcome') === 'skipped_quota_exceeded') {
      return [
        `Retry of the ${mode} skipped: the quota${max === null ? '' : ` of ${plural(max, 'retry', 'retries')}`} is used up`,
        ...byRule,
      ];
    }
    const matched = records(m, 'condition_matches')
      .map(conditionMatch)
      .filter((clause) => clause.length > 0);
    return [
      `Retried the ${mode}${attempt === null ? '' : ` (attempt ${attempt}${max === null ? '' : ` of ${max}`})`}`,
      ...byRule,
      ...matched.flatMap((clause, index) => [index === 0 ? ': matched ' : '; ', ...clause]),
    ];
  },
};
