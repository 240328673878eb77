// Mantine's stylesheets for modals and drawers (and their scroll area), in the order of its full sheet: only dialogs and the
// settings drawer use them, all loaded on demand, so these rules come with the first of them, not on every page's first screen.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Modal.layer.css';
