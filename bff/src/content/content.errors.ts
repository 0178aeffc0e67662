import { HttpError } from '../http/http.error';

/** A generation failure the teacher should see: `detail` is shown as is, `status` is the HTTP answer. */
export class ContentError extends HttpError {
  constructor(status: number, detail: string) {
    super(status, detail);
    this.name = 'ContentError';
  }
}

/** Problems found in a draft while turning it into a document; they go back to the model in the repair round. */
export class DraftProblems extends Error {
  constructor(public readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'DraftProblems';
  }
}
