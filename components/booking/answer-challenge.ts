import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Challenge, ChallengeAnswer } from '@/lib/core/security/challenge';

/**
 * The browser's answer to the booking's proof-of-work challenge (lib/core/security/challenge.ts):
 * WebCrypto's PBKDF2 until the key matches, about a second on a phone. Loaded only when the server
 * asks for it, so no visitor downloads it otherwise. Null when it could not be found in time.
 */
export async function answerChallenge(challenge: Challenge): Promise<ChallengeAnswer | null> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 }).catch(() => null);
  return solution ? { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } } : null;
}
