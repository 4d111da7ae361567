import {
  type ForwardRefExoticComponent,
  forwardRef,
  type PropsWithoutRef,
  type ReactNode,
  type Ref,
  type RefAttributes,
} from 'react';

/** The element or handle type of a props type's `ref`. */
type RefTarget<P> = P extends { ref?: Ref<infer T> | undefined } ? T : never;

/**
 * A component that takes `ref` as a prop on React 18 as well as 19: React 18 passes a function component no `ref`
 * prop (only `forwardRef` gets one), so the component is wrapped and the forwarded ref handed back as `props.ref`.
 */
export function withRef<P extends { ref?: unknown }>(
  render: (props: P) => ReactNode,
): ForwardRefExoticComponent<PropsWithoutRef<P> & RefAttributes<RefTarget<P>>> {
  const component = forwardRef<RefTarget<P>, PropsWithoutRef<P>>((props, ref) =>
    render({ ...props, ref: ref ?? undefined } as unknown as P),
  );
  component.displayName = render.name;
  return component as ForwardRefExoticComponent<PropsWithoutRef<P> & RefAttributes<RefTarget<P>>>;
}
