/** A webhook whose signature is missing, forged, over tampered bytes or too old: answered 400, nothing applied. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
