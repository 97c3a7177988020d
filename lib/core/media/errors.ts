/** A refusal the media API answers with its status and a message an office worker can act on. */
export class MediaError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 413 | 500,
    message: string,
    /** The form field the message belongs to, when it belongs to one. */
    readonly field?: 'file' | 'alt',
  ) {
    super(message);
    this.name = 'MediaError';
  }
}
