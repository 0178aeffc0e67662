// Types `props.theme` in every styled component, here and in the apps that import @lessonloom/ui.
import type { Theme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
