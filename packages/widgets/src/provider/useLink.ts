import { useContext } from 'react';
import { anchorNavigation, type Navigation } from './navigation';
import { WidgetsContext } from './widgetsContext';

/** The provider's navigation for widgets that render links; plain anchors outside a provider. */
export function useNavigationOrAnchors(): Navigation {
  return useContext(WidgetsContext)?.navigation ?? anchorNavigation;
}
