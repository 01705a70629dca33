import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button as AriaButton, Collection, Dialog, Heading, Modal, ModalOverlay, Tree, TreeItem, TreeItemContent, type Key, type Selection } from 'react-aria-components';
import { fetchAllSubfolders, folderKeys, folderQueries, folderSegments } from '@/api/folders';
import type { CanvasFolder } from '@/api/schemas/folder';
import { Button } from '@/components/button';
import type { FilesOwner } from '../files-owner';
import { idFromText, type CanvasId } from '@/api/schemas/ids';

export type FolderPickerDialogProps = {
  owner: FilesOwner;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** "Move 3 items to…" */
  title: string;
  /** "Move here", "Copy here" */
  confirmLabel: string;
  /** The folder the items are in: choosing it would do nothing, so it is disabled. */
  currentFolder: CanvasFolder;
  /** Folders being moved or copied: neither they nor anything inside them can be the destination. */
  excludedFolderIds: ReadonlySet<CanvasId>;
  onChoose: (destination: CanvasFolder) => void;
};

/** Every subfolder of a folder, loaded when its node first opens; under the folder's key, so writes there refresh it. */
const allSubfolders = (folderId: CanvasId) =>
  queryOptions({ queryKey: [...folderKeys.subfolders(folderId), 'all'], queryFn: ({ signal }) => fetchAllSubfolders(folderId, signal) });

type Node = { id: string; folder: CanvasFolder | null; isDisabled: boolean; children: Node[] };

/** The visible tree: the root, and below each open folder its subfolders (or a loading row until they arrive). */
function buildNodes(folder: CanvasFolder, props: FolderPickerDialogProps, expanded: ReadonlySet<Key>, loaded: ReadonlyMap<CanvasId, CanvasFolder[]>, parentExcluded: boolean): Node {
  const excluded = parentExcluded || props.excludedFolderIds.has(folder.id);
  const id = folder.id;
  const children = !expanded.has(id)
    ? []
    : (loaded.get(folder.id)?.map((child) => buildNodes(child, props, expanded, loaded, excluded)) ?? [{ id: `loading:${id}`, folder: null, isDisabled: true, children: [] }]);
  return { id, folder, isDisabled: excluded || folder.id === props.currentFolder.id, children };
}

/**
 * Chooses a destination folder from a tree of the owner's folders (React Aria Tree: arrows move, Right opens a
 * folder and loads its subfolders, Enter or Space chooses, typing a name jumps to it, Tab reaches the buttons).
 * The folders from the root down to the current one start open, so the user starts from where they are.
 */
export function FolderPickerDialog(props: FolderPickerDialogProps) {
  const { owner, isOpen, onOpenChange, title, confirmLabel, currentFolder, onChoose } = props;
  const chain = useQuery({ ...folderQueries.byPath(owner, folderSegments(currentFolder)), enabled: isOpen });
  const [expanded, setExpanded] = useState<Set<Key> | null>(null);
  const [selected, setSelected] = useState<CanvasFolder | null>(null);
  // Until the user opens or closes a node: the root down to the current folder, whose subfolders are the likeliest destinations.
  const openKeys: ReadonlySet<Key> = expanded ?? new Set((chain.data ?? []).map((folder) => folder.id));
  const openIds = [...openKeys].flatMap((key) => idFromText(String(key)) ?? []);
  const subfolders = useQueries({ queries: openIds.map((id) => ({ ...allSubfolders(id), enabled: isOpen })) });
  const loaded = new Map<CanvasId, CanvasFolder[]>();
  openIds.forEach((id, index) => {
    const data = subfolders[index]?.data;
    if (data) loaded.set(id, data);
  });
  const root = chain.data?.[0];
  const nodes = root ? [buildNodes(root, props, openKeys, loaded, false)] : [];

  const onSelectionChange = (keys: Selection) => {
    const key = keys === 'all' ? undefined : [...keys][0];
    const find = (list: Node[]): CanvasFolder | null => {
      for (const node of list) {
        if (node.id === String(key) && node.folder) return node.folder;
        const found = find(node.children);
        if (found) return found;
      }
      return null;
    };
    setSelected(find(nodes));
  };
  const disabledKeys = (list: Node[]): string[] => list.flatMap((node) => [...(node.isDisabled ? [node.id] : []), ...disabledKeys(node.children)]);

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setSelected(null);
        onOpenChange(open);
      }}
      isDismissable className="modal-overlay">
      <Modal className="modal">
        <Dialog className="dialog folder-picker">
          {({ close }) => (
            <>
              <Heading slot="title" className="dialog__title">
                {title}
              </Heading>
              {chain.isError ? <p role="alert" className="inline-alert inline-alert--error">The folders could not be loaded. Close the dialog and try again.</p> : null}
              {chain.isPending ? <p className="folder-picker__loading">Loading folders…</p> : null}
              <Tree
                aria-label="Destination folder"
                className="folder-picker__tree"
                items={nodes}
                selectionMode="single"
                disallowEmptySelection={false}
                selectedKeys={selected ? [selected.id] : []}
                onSelectionChange={onSelectionChange}
                disabledKeys={disabledKeys(nodes)}
                disabledBehavior="selection"
                expandedKeys={openKeys}
                onExpandedChange={(keys) => setExpanded(new Set(keys))}
              >
                {function renderNode(node: Node) {
                  return (
                    <TreeItem id={node.id} textValue={node.folder?.name ?? 'Loading'} hasChildItems={(node.folder?.folders_count ?? 0) > 0} className="folder-picker__item">
                      <TreeItemContent>
                        {({ hasChildItems, isExpanded }) => (
                          <div className="folder-picker__row">
                            {hasChildItems ? (
                              <AriaButton slot="chevron" className="folder-picker__chevron" aria-label={isExpanded ? 'Collapse' : 'Expand'}>
                                <span aria-hidden="true">{isExpanded ? '▾' : '▸'}</span>
                              </AriaButton>
                            ) : (
                              <span className="folder-picker__spacer" aria-hidden="true" />
                            )}
                            <span className="folder-picker__name">{node.folder ? node.folder.name : 'Loading…'}</span>
                            {/* Render props' isDisabled stays false under disabledBehavior="selection": the node knows. */}
                            {node.folder && node.isDisabled ? <span className="folder-picker__note">{node.folder.id === currentFolder.id ? '(current folder)' : '(in the selection)'}</span> : null}
                          </div>
                        )}
                      </TreeItemContent>
                      <Collection items={node.children}>{renderNode}</Collection>
                    </TreeItem>
                  );
                }}
              </Tree>
              <p className="folder-picker__choice" aria-live="polite">
                {selected ? `Destination: ${selected.full_name}` : 'No folder chosen yet.'}
              </p>
              <div className="dialog__actions">
                <Button variant="secondary" onPress={close}>
                  Cancel
                </Button>
                <Button
                  variant="primary"
                  isDisabled={selected === null}
                  onPress={() => {
                    if (!selected) return;
                    close();
                    onChoose(selected);
                  }}
                >
                  {confirmLabel}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
