import { Autocomplete, Box, TextField, Typography, type SxProps, type Theme } from '@mui/material';
import { useMemo, type ReactNode, type Ref } from 'react';
import { FieldTitle, InputHelperText, useInput, useTranslate, type InputProps } from 'react-admin';
import { useUser } from '../data/userContext';
import { useNodeTree, type TreeNode } from './nodeTree';

export interface NodePickerProps {
  value: string | null | undefined;
  onChange: (nodeId: string | null) => void;
  label?: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  /** A value must stay chosen (a record always belongs to a node); filters may be cleared. */
  disableClearable?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/** A node the tree does not hold (a record in a node above the user's): shown by its id, never lost. */
const unknownNode = (id: string, name: string): TreeNode => ({
  id,
  name,
  firmId: '',
  parentNodeId: null,
  nodeType: 'Default',
  path: id,
  depth: 0,
  trail: [],
});

/** The node's name contains the typed text (or its id is the text); the tree keeps its order. */
const matches = (node: TreeNode, text: string) => {
  const t = text.trim().toLowerCase();
  return !t || node.name.toLowerCase().includes(t) || node.id.toLowerCase() === t;
};

const nameOf = (node: TreeNode) => node.name;
const sameNode = (a: TreeNode, b: TreeNode) => a.id === b.id;

const NodeOption = ({ node, searching }: { node: TreeNode; searching: boolean }) => {
  const translate = useTranslate();
  return (
    // Indented by depth, so the list reads as the tree; while searching, the names above say where it is.
    <Box sx={{ pl: searching ? 0 : node.depth * 2.5 }} data-depth={node.depth}>
      <Typography component="span">{node.name}</Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
        {node.nodeType}
      </Typography>
      {searching && node.trail.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.shared.nodes.within', { path: node.trail.join(' › ') })}
        </Typography>
      )}
    </Box>
  );
};

/**
 * The firm's organisation tree as the signed-in user may see it (their node and below), searchable by
 * name, shown as a tree; chooses a node id. The one node chooser of the console.
 */
export const NodePicker = ({
  value,
  onChange,
  label,
  helperText,
  error,
  disableClearable,
  disabled,
  id,
  name,
  inputRef,
  onBlur,
  size = 'small',
  sx,
}: NodePickerProps) => {
  const translate = useTranslate();
  const { nodes, isPending } = useNodeTree();
  const selected = useMemo(() => {
    if (!value) return null;
    return (
      nodes.find((n) => n.id === value) ??
      unknownNode(value, isPending ? '' : translate('resources.shared.nodes.unknown', { id: value }))
    );
  }, [nodes, value, isPending, translate]);
  const options = selected && !nodes.includes(selected) ? [...nodes, selected] : nodes;
  return (
    <Autocomplete<TreeNode, false, boolean>
      options={options}
      value={selected}
      onChange={(_event, node) => onChange(node?.id ?? null)}
      getOptionLabel={nameOf}
      isOptionEqualToValue={sameNode}
      filterOptions={(list, { inputValue }) =>
        // The box shows the chosen node's name; only text the user typed filters the tree.
        inputValue === selected?.name ? list : list.filter((node) => matches(node, inputValue))
      }
      renderOption={({ key, ...props }, node, { inputValue }) => (
        <li key={key} {...props}>
          <NodeOption node={node} searching={!!inputValue && inputValue !== selected?.name} />
        </li>
      )}
      loading={isPending}
      loadingText={translate('resources.shared.nodes.loading')}
      noOptionsText={translate('resources.shared.nodes.none')}
      disableClearable={disableClearable}
      disabled={disabled}
      onBlur={onBlur}
      size={size}
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          id={id ?? params.id}
          name={name}
          inputRef={inputRef}
          label={label ?? translate('resources.shared.nodes.label')}
          placeholder={translate('resources.shared.nodes.search')}
          helperText={helperText}
          error={error}
        />
      )}
    />
  );
};

const firstOf = (value: unknown) => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));

export type NodeInputProps = Omit<InputProps, 'source'> & {
  source?: string;
  /** Forms start at the signed-in user's own node; filters start empty. */
  ownByDefault?: boolean;
  sx?: SxProps<Theme>;
  size?: 'small' | 'medium';
};

/**
 * The node picker as a react-admin input: the form holds the node's id (a client record's one-item list
 * reads as its first id), and starts at the user's own node unless the form already has one.
 */
export const NodeInput = ({
  source = 'nodeId',
  ownByDefault = true,
  sx,
  size,
  label,
  helperText,
  ...props
}: NodeInputProps) => {
  const own = useUser().user?.nodeId;
  const { id, field, fieldState, isRequired } = useInput({
    ...props,
    source,
    format: firstOf,
    defaultValue: props.defaultValue ?? (ownByDefault ? own : undefined),
  });
  const { error, invalid } = fieldState;
  return (
    <NodePicker
      id={id}
      name={field.name}
      value={field.value as string | null}
      onChange={(nodeId) => field.onChange(nodeId)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disableClearable={ownByDefault}
      disabled={props.disabled || props.readOnly}
      label={
        label === false ? (
          ''
        ) : (
          <FieldTitle label={label} source={source} resource={props.resource} isRequired={isRequired} />
        )
      }
      helperText={
        helperText !== false || invalid ? (
          <InputHelperText error={error?.message} helperText={helperText} />
        ) : undefined
      }
      error={invalid}
      size={size}
      sx={sx}
    />
  );
};
