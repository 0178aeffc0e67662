import { errorDetail, errorMessage } from '../errors';

describe('error helpers', () => {
  it('reads detail from an ApiError, and from an unwrap() error wrapper', () => {
    const apiError = { status: 400, message: '400: {"detail":"Bad"}', detail: 'Bad' };
    expect(errorDetail(apiError)).toBe('Bad');
    expect(errorDetail({ data: apiError })).toBe('Bad');
    expect(errorDetail({ status: 500, message: '500: Internal Server Error' })).toBeUndefined();
    expect(errorDetail(undefined)).toBeUndefined();
  });

  it('reads the message of ApiErrors and plain errors', () => {
    expect(errorMessage({ status: 404, message: '404: Not Found' })).toBe('404: Not Found');
    expect(errorMessage(new Error('nope'))).toBe('nope');
    expect(errorMessage(null)).toBeUndefined();
  });
});
