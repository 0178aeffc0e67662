import './theme/styled-theme';
export { ThemeProvider } from 'styled-components';
export { theme, focusRing, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { Button, ButtonLink, type ButtonVariant, type ButtonSize } from './components/button';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './components/card';
export { Badge, type BadgeTone } from './components/badge';
export {
  Input,
  Textarea,
  Select,
  Label,
  Field,
  Checkbox,
  TextField,
  EmailField,
  PasswordField,
  type CheckboxProps,
  type TextFieldProps,
} from './components/form-controls';
export { Tabs, type TabItem } from './components/tabs';
export { Spinner, FullPageSpinner } from './components/spinner';
export { Skeleton } from './components/skeleton';
export { Toaster, type ToastView, type ToasterProps } from './components/toaster';
export { AppNav, type AppNavProps, type NavLinkItem } from './components/app-nav';
export { MarketingHeader } from './components/marketing-header';
export { Container, PageMain, PageHeading, PageLead, Grid } from './components/page';
export { SiteFooter } from './components/site-footer';
export { SkipLink, MAIN_ID } from './components/skip-link';
export { FieldHint } from './components/field-hint';
export { RangeNumberField, type RangeNumberFieldProps } from './components/range-number-field';
export { wholeNumberIn, rangeHint } from './forms/whole-number';
