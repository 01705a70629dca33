import { POINTS_POSSIBLE_LABEL, MANUAL_POSTING } from '../export/gradebook-export';

/** Where the student columns are in a gradebook CSV, as Canvas's importer finds them. */
interface StudentColumns {
  name: number;
  id: number;
  sisUserId?: number;
  loginId?: number;
  /** The first column after the student columns. */
  end: number;
}

/** A column whose header is an assignment: the id its "(id)" names, or only its title when there is none. */
export interface AssignmentColumn {
  index: number;
  header: string;
  assignmentId: string | undefined;
  title: string;
}

export interface GradebookCsvHeader {
  student: StudentColumns;
  assignments: AssignmentColumn[];
  /** Totals and other columns an import never writes, by header. */
  ignored: string[];
}

/** The header is not a gradebook's: Canvas refuses the file the same way ("Invalid header row"). */
export class InvalidHeaderError extends Error {
  constructor() {
    super('This is not a gradebook file: its first row must start with Student and ID, as an export does.');
    this.name = 'InvalidHeaderError';
  }
}

/** Totals and override columns, with or without a group's name before them or "Unposted" inside. */
const TOTALS = /(Current|Final) (Score|Points|Grade)|Override (Score|Grade|Status)/;
const TITLE_AND_ID = /^(.*)\s+\((\d+)\)$/;

/** The student columns: Student and ID, then SIS User ID, SIS Login ID (either may be absent), up to Section. */
function studentColumns(row: readonly string[]): StudentColumns {
  if (row.length < 3 || !row[0]?.includes('Student') || !row[1]?.includes('ID')) throw new InvalidHeaderError();
  const at = (pattern: RegExp) => {
    const index = row.findIndex((cell, i) => i >= 2 && pattern.test(cell));
    return index === -1 ? undefined : index;
  };
  const section = at(/^Section$/);
  if (section === undefined) throw new InvalidHeaderError();
  return { name: 0, id: 1, sisUserId: at(/^SIS\s+User\s+ID$/), loginId: at(/^SIS\s+Login\s+ID$/), end: section + 1 };
}

/** Reads a header row: the student columns, each assignment column, and the columns an import leaves alone. */
export function readHeader(row: readonly string[]): GradebookCsvHeader {
  const student = studentColumns(row);
  const assignments: AssignmentColumn[] = [];
  const ignored: string[] = [];
  row.forEach((header, index) => {
    if (index < student.end) return;
    if (TOTALS.test(header)) {
      ignored.push(header);
      return;
    }
    const match = TITLE_AND_ID.exec(header);
    assignments.push({ index, header, assignmentId: match?.[2], title: match?.[1] ?? header });
  });
  return { student, assignments, ignored };
}

/** Rows that describe columns rather than students: Points Possible, and Canvas's Muted / Manual Posting row. */
export function isDescriptionRow(row: readonly string[]): boolean {
  if (row[0]?.includes(POINTS_POSSIBLE_LABEL.trim())) return true;
  const manual = new RegExp(`^\\s*(Muted|${MANUAL_POSTING}.*)?\\s*$`, 'i');
  return row.every((cell) => manual.test(cell));
}

/** Canvas skips lines of nothing but separators and spaces. */
export const isBlankRow = (row: readonly string[]) => row.every((cell) => cell.trim() === '');
