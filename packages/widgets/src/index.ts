// The root entry point, `@console/widgets`: what every page needs, kept small (provider and router adapter, theming,
// messages, layout parts, states, buttons, dialogs, toasts, tooltips). Each area and building block is an entry point
// of its own (`src/<folder>/index.ts`, listed in `exports` of package.json): export a new widget from its area's
// index, not from here, and run `pnpm api:update`.
export { ActionButton, type ActionButtonProps } from './actions/ActionButton';
export type { Allowance } from './actions/Allowance';
export { type ActionRunner, useActionRunner } from './actions/useActionRunner';
export { Button, type ButtonProps, type ButtonVariant } from './button/Button';
export { ConfirmDialog, type ConfirmDialogProps } from './dialog/ConfirmDialog';
export { type ControllableStateProps, useControllableState } from './hooks/useControllableState';
// i18n: the typed catalogue (English default), its overrides and the locale-aware formatting widgets use.
export { type Formatter, formatterFor } from './i18n/format';
export { mergeMessages } from './i18n/mergeMessages';
export { en, type WidgetMessages } from './i18n/messages/en';
export { type PluralForms, plural } from './i18n/plural';
export type { DeepPartial, MessagesOf } from './i18n/types';
export { type MessageAreas, useCalendarLocale, useFormat, useMessages } from './i18n/useMessages';
// Layout parts: the page header, toolbar, cards, description list and code block every screen is built from.
export { CodeBlock, type CodeBlockProps } from './layout/CodeBlock';
export { CopyButton, type CopyButtonProps } from './layout/CopyButton';
export { type DescriptionItem, DescriptionList, type DescriptionListProps } from './layout/DescriptionList';
export { DetailCard, type DetailCardProps } from './layout/DetailCard';
export { PageHeader, type PageHeaderAction, type PageHeaderProps } from './layout/PageHeader';
export { SectionCard, type SectionCardProps } from './layout/SectionCard';
export { Toolbar, type ToolbarProps } from './layout/Toolbar';
export { anchorNavigation, type Navigation, type NavigationLinkProps } from './provider/navigation';
export { useAppearance, useNavigation, useWidgets } from './provider/useWidgets';
export { WidgetsProvider, type WidgetsProviderProps } from './provider/WidgetsProvider';
export type { WidgetsContextValue } from './provider/widgetsContext';
export { EmptyState, type EmptyStateProps } from './state/EmptyState';
export { ErrorState, type ErrorStateProps, errorTitle } from './state/ErrorState';
export { LoadingState, type LoadingStateProps } from './state/LoadingState';
export { LazyPart, type LazyPartCode, type LazyPartProps, lazyPart } from './state/lazyPart';
export type { WidgetError } from './state/widgetError';
export { StatusBadge, type StatusBadgeProps, type StatusTone } from './status/StatusBadge';
export { type Appearance, mergeAppearance, type ThemeMode } from './theme/appearance';
export {
  applyThemePreference,
  DEFAULT_THEME_KEY,
  readThemePreference,
  setThemePreference,
  useThemePreference,
} from './theme/themePreference';
export { type ThemeToken, themeTokens } from './theme/tokens';
export { type RootProps, useRootProps } from './theme/useRootProps';
export { WidgetRoot, type WidgetRootProps } from './theme/WidgetRoot';
export { Toaster, type ToasterProps, type ToastItem, type ToastPosition, type ToastSeverity } from './toast/Toaster';
export { Tooltip, type TooltipProps } from './tooltip/Tooltip';
