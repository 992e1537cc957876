import 'react';

/**
 * HTML's invoker commands (a button that opens or closes a dialog with no script: `commandfor` names the dialog,
 * `command` says what to do), passed through by React as plain attributes; not yet in @types/react.
 */
declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
    commandfor?: string;
  }
}
