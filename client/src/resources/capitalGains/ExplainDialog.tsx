import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TCgtDisposal } from '../../../../contract/tax';

const E = 'resources.capitalGains.explain';

/**
 * "Explain this number": the disposal's matching in words and figures, as the platform wrote it (one line
 * per step: the sale, each match in HMRC's order, the costs of selling, the outcome). A modal dialog, so
 * focus moves into it and back, and Escape closes it.
 */
export const ExplainDialog = ({ disposal, onClose }: { disposal: TCgtDisposal; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="cgt-explain-title" maxWidth="md" fullWidth>
      <DialogTitle id="cgt-explain-title">
        {translate(`${E}.title`, { asset: disposal.assetName })}
      </DialogTitle>
      <DialogContent>
        <List dense data-testid="cgt-explanation">
          {disposal.explanation.map((line) => (
            <ListItem key={line} disableGutters>
              {line}
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary">
          {translate(`${E}.rules`)}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate(`${E}.close`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
