import { saveBlob } from '@lessonloom/web-core';

// The browser effect jsdom cannot perform (saving a file), behind an object tests can observe.
export const browser = { saveBlob };
