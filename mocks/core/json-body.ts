// Reads a JSON request body the way FastAPI reports its problems: a missing body is
// `["body"] missing`, unparsable JSON is `["body", <position>] json_invalid`, a non-object is
// `["body"] model_attributes_type`.
import { issue, type ValidationIssue } from './validation-issue';

export type JsonBodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; issue: ValidationIssue };

export async function readJsonObject(request: Request): Promise<JsonBodyResult> {
  const text = await request.text();
  if (text.trim() === '') return { ok: false, issue: issue.missing(['body']) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const position = /position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1];
    return { ok: false, issue: issue.jsonInvalid(position === undefined ? 0 : Number(position)) };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { ok: false, issue: issue.dictType(['body']) };
  }
  return { ok: true, body: parsed as Record<string, unknown> };
}
