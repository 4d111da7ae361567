import type { AuthState } from '../auth/authClient';
import { Subscribable } from '../subscribable';

/** The part of the auth client the stream and the inbox watch: signed in or out, switched by the test with `set`. */
export class FakeAuth extends Subscribable {
  state: AuthState = { authenticated: true, status: 'signed-in' };
  getSnapshot = () => this.state;
  set(authenticated: boolean) {
    this.state = { authenticated, status: authenticated ? 'signed-in' : 'signed-out' };
    for (const listener of this.listeners) listener();
  }
}
