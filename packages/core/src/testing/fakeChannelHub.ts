/** Test helper: BroadcastChannel stand-ins that deliver to every other channel of the same hub. */
export function fakeChannelHub() {
  type Listener = (event: { data: unknown }) => void;
  const channels = new Set<{ listeners: Set<Listener> }>();
  return () => {
    const self = { listeners: new Set<Listener>() };
    channels.add(self);
    return {
      postMessage(data: unknown) {
        for (const other of channels) {
          if (other === self) continue;
          for (const listener of other.listeners) queueMicrotask(() => listener({ data: structuredClone(data) }));
        }
      },
      addEventListener(_type: 'message', listener: Listener) {
        self.listeners.add(listener);
      },
      removeEventListener(_type: 'message', listener: Listener) {
        self.listeners.delete(listener);
      },
      close() {
        channels.delete(self);
      },
    };
  };
}
