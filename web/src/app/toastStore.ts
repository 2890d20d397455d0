// The toasts' store (see toaster.tsx): loaded with the view that shows them, or by the first toast.
import { createToaster } from '@chakra-ui/react';
import { attachToastStore } from './toaster.tsx';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 6 });
attachToastStore(toaster);
