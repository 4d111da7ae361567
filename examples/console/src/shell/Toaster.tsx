// The widgets' toaster as its own chunk, for `ToastArea`'s lazy import.
export { Toaster as default } from '@console/widgets';
