import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { sessionSlice } from '../session/session-slice';

/**
 * Remotes add their own state with `mySlice.injectInto(rootReducer)` and may declare it here:
 *   declare module '@lessonloom/web-core' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();
