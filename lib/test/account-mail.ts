import type { AccountMail } from '@/lib/core/auth/account';

/** A mailer that keeps what it was given, and the token of the link in it. */
export function outbox() {
  const sent: AccountMail[] = [];
  return {
    sent,
    send: async (mail: AccountMail) => {
      sent.push(mail);
    },
    /** The token of the index-th mail with a link (the last by default); notices without a link are skipped. */
    token(index?: number): string {
      const links = sent.map((mail) => /\?token=([\w-]+)/.exec(mail.text)?.[1]).filter((token): token is string => token !== undefined);
      const token = links[index ?? links.length - 1];
      if (!token) throw new Error(`No link in ${JSON.stringify(sent)}`);
      return token;
    },
  };
}
