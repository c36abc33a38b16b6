import { randomInt } from 'node:crypto';
import type { SubmissionKind } from '@storefront/types';

/** No 0/O, 1/I/L: a reference is read out over the phone. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const REFERENCE_PREFIX: Record<SubmissionKind, string> = {
  newsletter: 'NWS',
  help: 'HLP',
  partner: 'PRT',
  job: 'JOB',
  enquiry: 'ENQ',
};

/** e.g. HLP-7K3Q9M. Random; the database's unique index catches the rare repeat. */
export function newReference(kind: SubmissionKind): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${REFERENCE_PREFIX[kind]}-${code}`;
}
