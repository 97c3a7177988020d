import 'server-only';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Kysely, Transaction } from 'kysely';
import { getAuthSecret } from '@/lib/core/config';
import type { Database } from '@/lib/core/db/schema';
import { takeSlots } from './rate-limit';
import { signFor } from './signature';

/*
 * A proof of work that a visitor's browser does without being asked anything, and that a script
 * must do too: ALTCHA (altcha-lib), no third-party service. The server hands out a signed
 * challenge; the browser derives keys (PBKDF2, WebCrypto) until one matches, which takes about a
 * second on a phone; the server checks the answer with one derivation and accepts it once. It is
 * asked for only where a limit says a client is suspect (lib/core/booking/limits.ts), so a person
 * who books once never meets it, and a script that books in bulk pays a second of CPU for each try.
 */

/** What the browser is given: altcha-lib's signed challenge, as it serialises. */
export type Challenge = Awaited<ReturnType<typeof createChallenge>>;

export const CHALLENGE = {
  algorithm: 'PBKDF2/SHA-256',
  /** PBKDF2 iterations per try: few, slow tries suit the browser's WebCrypto (each call has a fixed cost). */
  cost: 5_000,
  /** The try that solves it is drawn from this range: about 300 to 900 derivations. */
  counter: { min: 300, max: 900 },
  /** A challenge not answered by then is refused (a new one is handed out). */
  lifeMs: 10 * 60 * 1000,
} as const;

/** Keys for the challenge's signatures, derived from the session secret for this use only. */
function secrets() {
  const secret = getAuthSecret();
  return { hmacSignatureSecret: signFor(secret, 'oz:challenge:v1', 'challenge'), hmacKeySignatureSecret: signFor(secret, 'oz:challenge:v1', 'key') };
}

/** A new challenge, valid for CHALLENGE.lifeMs. */
export async function newChallenge(now: Date = new Date()): Promise<Challenge> {
  return createChallenge({
    algorithm: CHALLENGE.algorithm,
    cost: CHALLENGE.cost,
    counter: randomInt(CHALLENGE.counter.min, CHALLENGE.counter.max),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE.lifeMs),
    ...secrets(),
  });
}

/** What the browser sends back: the challenge it was given and the counter and key it found. */
export interface ChallengeAnswer {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
}

function isAnswer(value: unknown): value is ChallengeAnswer {
  const answer = value as Partial<ChallengeAnswer> | null;
  const parameters = (answer?.challenge as { parameters?: { algorithm?: unknown; nonce?: unknown } } | undefined)?.parameters;
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof parameters?.nonce === 'string' &&
    parameters.algorithm === CHALLENGE.algorithm &&
    typeof answer.solution?.counter === 'number' &&
    Number.isInteger(answer.solution.counter) &&
    answer.solution.counter >= 0 &&
    answer.solution.counter <= CHALLENGE.counter.max &&
    typeof answer.solution.derivedKey === 'string' &&
    answer.solution.derivedKey.length <= 128
  );
}

/**
 * Whether `answer` solves a challenge this server handed out that has not expired and was not used
 * before; a right answer is used up here (recorded in the caller's transaction, on every instance).
 * Anything else a client sends, of any shape, is simply not an answer.
 */
export async function acceptAnswer(db: Kysely<Database> | Transaction<Database>, answer: unknown, now: Date = new Date()): Promise<boolean> {
  if (!isAnswer(answer)) return false;
  const result = await verifySolution({ challenge: answer.challenge, solution: answer.solution, deriveKey, ...secrets() }).catch(() => null);
  if (!result?.verified) return false;
  const nonce = (answer.challenge.parameters as { nonce: string }).nonce;
  return (await takeSlots(db, [{ name: 'challenge-used', key: nonce, max: 1, windowMs: CHALLENGE.lifeMs }], now)) === null;
}
