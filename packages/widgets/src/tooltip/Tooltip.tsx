import {
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useControllableState } from '../hooks/useControllableState';
import type { Appearance } from '../theme/appearance';
import { useRootProps } from '../theme/useRootProps';
import { placeTooltip, type TooltipSide } from './placeTooltip';

export interface TooltipProps {
  /** The hint; keep it short and textual. */
  content: ReactNode;
  /** The trigger: one focusable element (the tooltip attaches to it, no wrapper is added). */
  children: ReactElement;
  side?: TooltipSide;
  /** Milliseconds of hover before it opens; keyboard focus opens it at once. */
  delayDuration?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  appearance?: Appearance;
}

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string | undefined;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * The ref a child element carries: `element.ref` on React 18, `props.ref` on React 19 (where reading `element.ref`
 * warns). React marks the accessor it warns from, which says which one is real.
 */
function elementRef(element: ReactElement): Ref<HTMLElement> | undefined {
  const warns = (target: object, key: string) => {
    const getter = Object.getOwnPropertyDescriptor(target, key)?.get as { isReactWarning?: boolean } | undefined;
    return Boolean(getter?.isReactWarning);
  };
  const props = element.props as { ref?: Ref<HTMLElement> };
  const legacy = element as unknown as { ref?: Ref<HTMLElement> };
  if (warns(props, 'ref')) return legacy.ref;
  if (warns(element, 'ref')) return props.ref;
  return props.ref ?? legacy.ref ?? undefined;
}

/**
 * A hint on hover (after a delay) or keyboard focus (at once) that fades in over 250 ms and closes on Escape,
 * on leaving, on blur and on press. It is portalled to the page's body, sits on the preferred side of its
 * trigger, flips when there is no room and stays inside the viewport while the page scrolls. Written here
 * rather than taken from a positioning library: a fixed hint beside one element needs a few lines, and widgets
 * that show one (every role-gated button) would otherwise carry the library on their first load.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  delayDuration = 300,
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  appearance,
}: TooltipProps) {
  const root = useRootProps(appearance);
  const id = useId();
  const [open, setOpenState] = useControllableState({
    value: controlledOpen,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [instant, setInstant] = useState(true);
  const trigger = useRef<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const setOpen = useCallback(
    (next: boolean, immediately = true) => {
      clearTimeout(timer.current);
      setInstant(immediately);
      setOpenState(next);
    },
    [setOpenState],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  const own = { ...(children.props as TriggerProps), ref: elementRef(children) };
  const triggerProps: TriggerProps = {
    ref: (node: HTMLElement | null) => {
      trigger.current = node;
      const { ref } = own;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    'aria-describedby': own['aria-describedby'] ?? (open ? id : undefined),
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === 'touch') return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOpen(true, false), delayDuration);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      setOpen(false);
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      setOpen(false);
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      // Focus from a click is not a request for the hint; keyboard focus is.
      if (event.target.matches(':focus-visible')) setOpen(true);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      setOpen(false);
    },
  };

  return (
    <>
      {cloneElement(children, triggerProps)}
      {open &&
        typeof document !== 'undefined' &&
        createPortal(
          <TooltipContent id={id} trigger={trigger} side={side} instant={instant} root={root}>
            {content}
          </TooltipContent>,
          document.body,
        )}
    </>
  );
}

interface ContentProps {
  id: string;
  trigger: { current: HTMLElement | null };
  side: TooltipSide;
  instant: boolean;
  root: ReturnType<typeof useRootProps>;
  children: ReactNode;
}

/** The portalled hint, placed beside its trigger after layout and again on scroll or resize. */
function TooltipContent({ id, trigger, side, instant, root, children }: ContentProps) {
  const self = useRef<HTMLDivElement>(null);
  const [placed, setPlaced] = useState<{ top: number; left: number; side: TooltipSide }>();
  useLayoutEffect(() => {
    const place = () => {
      const anchor = trigger.current;
      const tip = self.current;
      if (!anchor || !tip) return;
      const size = { width: tip.offsetWidth, height: tip.offsetHeight };
      const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
      setPlaced(placeTooltip(anchor.getBoundingClientRect(), size, viewport, side));
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [trigger, side]);
  return (
    <div
      {...root}
      ref={self}
      id={id}
      role="tooltip"
      data-slot="tooltip"
      data-side={placed?.side ?? side}
      data-state={instant ? 'instant-open' : 'delayed-open'}
      style={{
        ...root.style,
        position: 'fixed',
        top: placed?.top ?? 0,
        left: placed?.left ?? 0,
        visibility: placed ? undefined : 'hidden',
      }}
    >
      {children}
    </div>
  );
}
