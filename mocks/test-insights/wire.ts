// Store facts → wire shapes of the contract.
import type { components } from '@/api/generated/schema';
import { formatDateTime } from '../core/date-time';
import type { PullRequest } from '../store/records';

type Schemas = components['schemas'];

export function pullRequestToWire(pullRequest: PullRequest): Schemas['GetTestDetailsResponsePull'] {
  return {
    id: pullRequest.id,
    number: pullRequest.number,
    title: pullRequest.title,
    user: { id: pullRequest.author.id, login: pullRequest.author.login },
  };
}

export function bucketToWire(point: { start: number; end: number; value: number }) {
  return { start: formatDateTime(point.start), end: formatDateTime(point.end), value: point.value };
}
