// The one address that opens a past generation in the editor, for any page that lists generations
// (dashboard, history): /generate?edit=<id>. Kept tiny and outside the editor's own chunk, so linking to the
// editor never loads it.
export const EDIT_PARAM = 'edit';

export const editorHref = (id: string): string => `/generate?${EDIT_PARAM}=${encodeURIComponent(id)}`;
