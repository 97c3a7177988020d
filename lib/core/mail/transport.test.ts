import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileTransport, isPermanentFailure, messageIdFor } from './transport';

describe('mail transport', () => {
  test('a Message-ID is stable per queued mail and carries the sender domain', () => {
    expect(messageIdFor('0190-abc', 'Oz <no-reply@oz-gym.example>')).toBe('<0190-abc@oz-gym.example>');
    expect(messageIdFor('0190-abc', 'no-reply@oz-gym.example')).toBe('<0190-abc@oz-gym.example>');
    expect(messageIdFor('0190-abc', 'no address')).toBe('<0190-abc@localhost>');
  });

  test('only a 5xx answer or an unusable address is a failure no retry can mend', () => {
    expect(isPermanentFailure({ responseCode: 550 })).toBe(true);
    expect(isPermanentFailure({ responseCode: 553, code: 'EENVELOPE' })).toBe(true);
    expect(isPermanentFailure({ responseCode: 451, code: 'EENVELOPE' })).toBe(false);
    expect(isPermanentFailure({ code: 'EENVELOPE' })).toBe(true);
    expect(isPermanentFailure({ code: 'ECONNREFUSED' })).toBe(false);
    expect(isPermanentFailure(undefined)).toBe(false);
  });

  test('without SMTP, a mail becomes one .eml file with its Japanese text intact, readable by its owner only', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'oz-mail-'));
    const directory = path.join(root, 'mail');
    const umask = process.umask(0o022);
    try {
      await fileTransport(directory).send({
        from: 'Oz <no-reply@oz-gym.example>',
        to: 'hanako@example.jp',
        subject: '体験お問い合わせ',
        text: '山田 花子 様',
        messageId: '<1@oz-gym.example>',
      });
      const files = await readdir(directory);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const raw = await readFile(path.join(directory, files[0] ?? ''), 'utf8');
      expect(raw).toContain('Message-ID: <1@oz-gym.example>');
      const body = raw.slice(raw.indexOf('\r\n\r\n') + 4).replace(/\s+/g, '');
      expect(Buffer.from(body, 'base64').toString('utf8')).toBe('山田 花子 様');
      expect((await stat(directory)).mode & 0o777).toBe(0o700);
      expect((await stat(path.join(directory, files[0] ?? ''))).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(umask);
      await rm(root, { recursive: true, force: true });
    }
  });
});
