import { createContext } from 'react';
import type { Appearance } from './appearance';

/**
 * The appearance of the nearest widget root. A widget themed through its own `appearance` prop (not the
 * provider's) hands it to the widgets it renders inside itself and to the dialogs it portals out.
 */
export const RootAppearanceContext = createContext<Appearance | null>(null);
RootAppearanceContext.displayName = 'RootAppearanceContext';
