import { failureDescription } from '../failure-toast';

describe("failureDescription (spec §8: detail, else the call's fixed text, else the message)", () => {
  const apiError = (status: number, detail?: string) => ({ status, message: `${status}: body`, detail });

  it('prefers the server detail', () => {
    expect(failureDescription(apiError(400, 'prompt is required'), { fallback: 'Failed to upload file' })).toBe(
      'prompt is required',
    );
  });
  it('uses the fixed text when there is no detail', () => {
    expect(failureDescription(apiError(500), { fallback: 'Failed to upload file' })).toBe('Failed to upload file');
  });
  it("shows the '{status}: {body}' message when the call has no fixed text", () => {
    expect(failureDescription(apiError(500), {})).toBe('500: body');
  });
  it('lets a status replace the detail (402 on generate)', () => {
    expect(
      failureDescription(apiError(402, 'x'), {
        byStatus: { 402: 'Active subscription required to generate content.' },
      }),
    ).toBe('Active subscription required to generate content.');
  });
});
