import type { HTMLAttributes } from 'react';
import type { Appearance } from './appearance';
import { useRootProps } from './useRootProps';

export interface WidgetRootProps extends HTMLAttributes<HTMLDivElement> {
  appearance?: Appearance | undefined;
}

/** The outermost element of a widget: scopes the stylesheet's reset and carries the theme. */
export function WidgetRoot({ appearance, style, ...rest }: WidgetRootProps) {
  const root = useRootProps(appearance);
  return <div {...rest} {...root} style={{ ...root.style, ...style }} />;
}
