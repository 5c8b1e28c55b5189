import { SaveButton, Toolbar } from 'react-admin';

/** Clients and most platform records are never deleted from the console: forms only save. */
export const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);
