// Test-only helpers; never imported by application code (keeps testing-library out of bundles).
export { installFetchMock, jsonResponse, type RecordedRequest, type FetchHandler } from './fetch-mock';
export { renderWithProviders, LocationDisplay, signedInState, type RenderOptions } from './render';
