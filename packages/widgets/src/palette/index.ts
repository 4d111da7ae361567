// The command palette: jump to any resource or page the caller may see, and run a few actions.
// Entry point `@console/widgets/palette`: add an export here and run `pnpm api:update`.
export { CommandPalette, type CommandPaletteProps, preloadCommandPalette } from './CommandPalette';
export { CommandPaletteDialog, type CommandPaletteDialogProps } from './CommandPaletteDialog';
export { readRecent, rememberChoice } from './recentChoices';
export { matchLocal, type PaletteGroup, type PaletteItem, type PaletteKind, type PaletteStatus } from './types';
