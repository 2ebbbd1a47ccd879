import { Component, type ReactNode } from 'react';

/**
 * Around a part of the app that loads its own chunk but is not a screen (the session's
 * follow-up with the claim prompt; inside it, the join queue replay). Should its chunk fail or
 * time out (src/app/chunk-timeout.ts), that part is left out for this page load, instead of the
 * error unmounting the whole app into a blank page; screens have the router's error page for
 * this. Each optional chunk has a boundary of its own, so one failing never takes another part down.
 */
export class OptionalPart extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A part of Pitchside could not be loaded; it is left out until the next page load.', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
