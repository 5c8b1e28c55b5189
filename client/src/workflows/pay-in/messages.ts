/** The pay-in's allowance words (declared by pay-in/index.tsx after the workflows' words, which it overrides). */
export const payInMessages = {
  workflows: {
    payIn: {
      allowanceRule:
        '%{wrapper} allowance: %{limit} a tax year; %{used} used, %{pending} pending, %{left} left',
      taxYear: 'tax year %{year}: %{start} to %{end}',
      pendingNote:
        'Pending money has not arrived yet: it counts against the allowance, and returns to “left” if it fails.',
    },
  },
};
