// The BFF's fixed error details. No zod here: the sign-in page shows one of these, and a page that imports
// a constant should not carry zod with it.
export const SUBSCRIPTION_REQUIRED_DETAIL = 'Active subscription required to generate content.';
export const RESOURCE_SUBSCRIPTION_REQUIRED_DETAIL = 'Active subscription required to download resources.';
export const INVALID_CREDENTIALS_DETAIL = 'Invalid credentials';
