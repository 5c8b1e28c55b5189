import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { fieldErrorsOf, isSessionGone } from '../../data/httpErrors';

const E = 'resources.transfers.edit';

/** A file's bytes as base64, as the upload calls take them (JSON bodies; decision 0800). */
export const base64Of = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

export interface RowProblem {
  row: number | null;
  column: string;
  message: string;
}

/**
 * A refused file's field errors (`row 3.isin`, the header being row 1) as rows, columns and problems, in
 * the file's order; an error about the file itself (its name, its size) has no row.
 */
export function rowProblemsOf(fieldErrors: { fieldName: string; errorMessage: string }[]): RowProblem[] {
  return fieldErrors
    .map(({ fieldName, errorMessage }) => {
      const match = /^row (\d+)\.(.+)$/.exec(fieldName);
      return match
        ? { row: Number(match[1]), column: match[2], message: errorMessage }
        : { row: null, column: fieldName, message: errorMessage };
    })
    .sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
}

/** A CSV of just the header, to download and fill in. */
export const templateHref = (header: string) =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(`${header}\n`)}`;

interface FileUploadProps {
  /** Names the control and the refusal's table, and tells the two uploads of the page apart. */
  label: string;
  help: string;
  templateHeader: string;
  templateName: string;
  /** Sends the file (name and base64 bytes); answers the words saying what was accepted. */
  send: (fileName: string, content: string) => Promise<string>;
  disabled?: boolean;
}

/**
 * Choose a CSV or XLSX file and upload it. A refusal lists every bad row in a table (row, column, problem)
 * and says nothing was saved: the platform checks the whole file, all or nothing.
 */
export const FileUpload = ({
  label,
  help,
  templateHeader,
  templateName,
  send,
  disabled,
}: FileUploadProps) => {
  const translate = useTranslate();
  const inputId = useId();
  const [file, setFile] = useState<File>();
  const upload = useMutation({
    mutationFn: async (chosen: File) => send(chosen.name, await base64Of(chosen)),
  });
  const refusal = upload.error && !isSessionGone(upload.error) ? upload.error : undefined;
  const problems = refusal ? rowProblemsOf(fieldErrorsOf(refusal)) : [];
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">{help}</Typography>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />}>
          {translate(`${E}.choose`)}
          <input
            id={inputId}
            type="file"
            hidden
            aria-label={label}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => {
              setFile(e.target.files?.[0]);
              upload.reset();
            }}
          />
        </Button>
        {file && <Typography variant="body2">{translate(`${E}.chosen`, { name: file.name })}</Typography>}
        <Button
          variant="contained"
          disabled={!file || upload.isPending || disabled}
          onClick={() => file && upload.mutate(file)}
        >
          {translate(`${E}.upload`)}
        </Button>
        <Button component="a" href={templateHref(templateHeader)} download={templateName}>
          {translate(`${E}.template`)}
        </Button>
      </Stack>
      {upload.data && (
        <Alert severity="success" role="status">
          {upload.data}
        </Alert>
      )}
      {refusal && (
        <Alert severity="error" role="alert">
          {problems.length > 0
            ? translate(`${E}.refused`, { name: file?.name ?? '' })
            : translate(`${E}.failed`, { message: refusal.message })}
        </Alert>
      )}
      {problems.length > 0 && (
        <Table size="small" aria-label={translate(`${E}.refusedTable`, { label })}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${E}.row`)}</TableCell>
              <TableCell>{translate(`${E}.column`)}</TableCell>
              <TableCell>{translate(`${E}.problem`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {problems.map((p) => (
              <TableRow key={`${p.row}.${p.column}.${p.message}`}>
                <TableCell>{p.row ?? '–'}</TableCell>
                <TableCell>{p.column}</TableCell>
                <TableCell>{p.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
};
