import AddIcon from '@mui/icons-material/AddCircleOutline';
import { Button } from '@mui/material';
import { useSimpleFormIterator, useTranslate } from 'react-admin';

/** A worded "Add …" button for a SimpleFormIterator (react-admin's own is an unlabelled icon). */
export const AddRowButton = ({ label }: { label: string }) => {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      {translate(label)}
    </Button>
  );
};
