// Spec §5 and §8, word for word.
export const RESOURCE_TOASTS = {
  started: { title: 'Download Started' },
  failed: {
    title: 'Download Failed',
    description: 'Unable to download resource. Please try again.',
    variant: 'destructive',
  },
  subscriptionRequired: {
    title: 'Subscription Required',
    description: 'Please subscribe to download resources',
    variant: 'destructive',
  },
} as const;

/** Spec §9: six skeleton cards while the list loads. */
export const SKELETON_CARDS = 6;
