import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { Chip, List, ListItem, ListItemIcon, ListItemText, Paper } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { depthOf, FirmPage, useNodes } from './FirmPage';

/**
 * /firm/nodes: the organisation tree from the user's own node down. Read-only: the spec lists no call
 * that creates, moves or renames a node (docs/decisions/0507).
 */
export const NodesPage = () => {
  const translate = useTranslate();
  const { nodes, isPending } = useNodes();
  return (
    <FirmPage title="resources.firm.pages.nodes" intro="resources.firm.nodes.intro">
      {() =>
        isPending ? (
          <Loading />
        ) : (
          <Paper variant="outlined">
            <List dense aria-label={translate('resources.firm.pages.nodes')}>
              {nodes.map((node) => (
                <ListItem key={node.id} sx={{ pl: 2 + depthOf(node, nodes[0]) * 4 }}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <AccountTreeIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText
                    primary={node.name}
                    secondary={translate('resources.firm.nodes.id', { id: node.id })}
                  />
                  <Chip size="small" label={node.nodeType} />
                </ListItem>
              ))}
            </List>
          </Paper>
        )
      }
    </FirmPage>
  );
};
