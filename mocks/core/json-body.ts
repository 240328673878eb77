// A JSON request body read as FastAPI reports its problems; like FastAPI, only a JSON media type (or none) is parsed.
import { issue, type ValidationIssue } from './validation-issue';

export type JsonBodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; issue: ValidationIssue };

/** True when FastAPI would parse a body with this Content-Type header as JSON. */
export function declaresJson(contentType: string | null): boolean {
  if (contentType === null || contentType.trim() === '') return true;
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const [type, subtype = ''] = mediaType.split('/');
  return type === 'application' && (subtype === 'json' || subtype.endsWith('+json'));
}

export async function readJsonObject(request: Request): Promise<JsonBodyResult> {
  const text = await request.text();
  if (text.trim() === '') return { ok: false, issue: issue.missing(['body']) };
  if (!declaresJson(request.headers.get('content-type'))) return { ok: false, issue: issue.dictType(['body']) };
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
