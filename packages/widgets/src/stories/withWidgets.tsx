import type { Decorator } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import type { NavigationLinkProps } from '../provider/navigation';
import { WidgetsProvider } from '../provider/WidgetsProvider';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';

/** Story links stay in the canvas: a click is logged instead of leaving the iframe. */
function StoryLink({ to, children, onClick, ...rest }: NavigationLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    event.preventDefault();
    console.info('navigate', to);
  };
  return (
    <a href={to} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
const navigation = { Link: StoryLink, navigate: (to: string) => console.info('navigate', to) };

/**
 * Wraps a story in `WidgetsProvider`. A story sets `parameters.appearance` (e.g. `{ theme: 'dark' }`) to theme
 * every widget in it. The story sits in a themed root too, standing in for the host page around the widget.
 */
export const withWidgets: Decorator = (Story, context) => {
  const appearance = (context.parameters.appearance ?? {}) as Appearance;
  // `parameters.bare` leaves the story on the plain host page, e.g. to show host CSS around a widget.
  return (
    <WidgetsProvider appearance={appearance} navigation={navigation}>
      {context.parameters.bare === true ? (
        <Story />
      ) : (
        <WidgetRoot style={{ padding: '1rem', minHeight: '100vh' }}>
          <Story />
        </WidgetRoot>
      )}
    </WidgetsProvider>
  );
};

/** Story parameters for the dark theme. */
export const dark = { appearance: { theme: 'dark' } satisfies Appearance };
