/** Choices for a SelectInput from one of the contract's enumerations: the value is its own label. */
export const toChoices = (values: readonly (string | number)[]) =>
  values.map((value) => ({ id: value, name: value }));
