import Testing
import UIKit
import TestSupport

/// Collection views, list layouts, cell registrations, section snapshots and the diffable data source, from Apple's
/// documentation of `UICollectionView`, `UICollectionViewCompositionalLayout`, `UICollectionViewListCell`,
/// `NSDiffableDataSourceSectionSnapshot` and `UICollectionViewDiffableDataSource`.
@MainActor @Suite struct CollectionViewTests {
    /// Answers a fixed number of items with registered cells, and records selections.
    final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var count: Int
        var selected: [IndexPath] = []
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    final class CountingCell: UICollectionViewListCell {
        var resets = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            resets += 1
        }
    }

    func list(_ source: Source, in app: UIKitRuntime) -> UICollectionView {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: app.window.bounds, collectionViewLayout: layout)
        collection.register(CountingCell.self, forCellWithReuseIdentifier: "Cell")
        collection.dataSource = source
        collection.delegate = source
        app.window.addSubview(collection)
        app.run { collection.layoutIfNeeded() }
        return collection
    }

    @Test func aListPlacesFullWidthRowsOf44OneBelowTheOtherAndOnlyItemsOnScreenGetCells() {
        let app = UIKitRuntime()
        let source = Source(count: 30)
        let collection = list(source, in: app)
        expectEqual(collection.contentSize, CGSize(width: 320, height: 30 * 44))
        expectEqual(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame, CGRect(x: 0, y: 132, width: 320, height: 44))
        expectEqual(collection.indexPathsForVisibleItems.count, 13)
        expectEqual(collection.indexPathsForVisibleItems.last, IndexPath(item: 12, section: 0))
    }

    @Test func aCellThatLeavesTheScreenIsReusedAfterPrepareForReuse() {
        let app = UIKitRuntime()
        let source = Source(count: 30)
        let collection = list(source, in: app)
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        app.run {
            collection.contentOffset.y = 600
            collection.layoutIfNeeded()
        }
        let reused = collection.visibleCells.compactMap { $0 as? CountingCell }.filter { $0.resets > 0 }
        expect(!reused.isEmpty)
        expect(reused.contains { $0 === first })
        expectEqual(collection.cellForItem(at: IndexPath(item: 0, section: 0)), nil)
        expectEqual(source.count, 30, "the collection view holds its data source weakly; the test keeps it")
    }

    @Test func deletingAnItemWithoutChangingTheModelIsUIKitsInvalidUpdate() {
        let app = UIKitRuntime()
        let source = Source(count: 5)
        let collection = list(source, in: app)
        app.run { collection.deleteItems(at: [IndexPath(item: 1, section: 0)]) }
        expectEqual(app.exceptions.first?.name, "NSInternalInconsistencyException")
        expectEqual(app.exceptions.first?.reason.hasPrefix("Invalid update: invalid number of items in section 0. The number of items contained in an existing "
            + "section after the update (5) must be equal to the number of items contained in that section before the update (5)"), true)
        expectEqual(source.count, 5)
    }

    @Test func deletingAnItemWithTheModelChangeMovesTheRowsBelowUp() {
        let app = UIKitRuntime()
        let source = Source(count: 5)
        let collection = list(source, in: app)
        let third = collection.cellForItem(at: IndexPath(item: 2, section: 0))
        app.run {
            source.count = 4
            collection.deleteItems(at: [IndexPath(item: 1, section: 0)])
        }
        app.advance(seconds: 0.5)
        expect(app.exceptions.isEmpty)
        expectEqual(collection.numberOfItems(inSection: 0), 4)
        expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === third)
        expectEqual(third?.frame.minY, 44)
    }

    @Test func dequeuingAnUnregisteredIdentifierIsUIKitsException() {
        let app = UIKitRuntime()
        let collection = UICollectionView(frame: app.window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        app.run { _ = collection.dequeueReusableCell(withReuseIdentifier: "Nope", for: IndexPath(item: 0, section: 0)) }
        expectEqual(app.exceptions.first?.reason.hasPrefix("could not dequeue a view of kind: UICollectionElementKindCell with identifier Nope"), true)
    }

    @Test func aTapOnAnItemSelectsItAndTellsTheDelegate() {
        let app = UIKitRuntime()
        let source = Source(count: 10)
        let collection = list(source, in: app)
        app.tap(at: CGPoint(x: 100, y: 44 * 2 + 20))
        expectEqual(source.selected, [IndexPath(item: 2, section: 0)])
        expectEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
        expectEqual(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected, true)
    }

    @Test func aHorizontalGroupOfHalfWidthItemsMakesTwoColumns() {
        let app = UIKitRuntime()
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                       subitems: [item, item])
        let collection = UICollectionView(frame: app.window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        let source = Source(count: 5)
        collection.register(CountingCell.self, forCellWithReuseIdentifier: "Cell")
        collection.dataSource = source
        app.window.addSubview(collection)
        app.run { collection.layoutIfNeeded() }
        expectEqual(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame, CGRect(x: 160, y: 100, width: 160, height: 100))
        expectEqual(collection.contentSize.height, 300)
    }

    @Test func aSectionSnapshotShowsOnlyTheChildrenOfExpandedParents() {
        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        tree.append(["Guangdong", "Zhejiang"])
        tree.append(["Guangzhou", "Shenzhen"], to: "Guangdong")
        tree.append(["Nanshan"], to: "Shenzhen")
        tree.append(["Hangzhou"], to: "Zhejiang")
        expectEqual(tree.items, ["Guangdong", "Guangzhou", "Shenzhen", "Nanshan", "Zhejiang", "Hangzhou"])
        expectEqual(tree.visibleItems, ["Guangdong", "Zhejiang"])
        tree.expand(["Guangdong", "Shenzhen"])
        expectEqual(tree.visibleItems, ["Guangdong", "Guangzhou", "Shenzhen", "Nanshan", "Zhejiang"])
        tree.collapse(["Guangdong"])
        expectEqual(tree.visibleItems, ["Guangdong", "Zhejiang"])
        expect(tree.isExpanded("Shenzhen"))
        expectEqual(tree.level(of: "Nanshan"), 2)
        expectEqual(tree.parent(of: "Nanshan"), "Shenzhen")
        expectEqual(tree.rootItems, ["Guangdong", "Zhejiang"])
        expectEqual(tree.snapshot(of: "Guangdong").rootItems, ["Guangzhou", "Shenzhen"])
        tree.delete(["Shenzhen"])
        expectEqual(tree.items, ["Guangdong", "Guangzhou", "Zhejiang", "Hangzhou"])
    }

    @Test func anOutlineDisclosureTapExpandsItsItemInTheSectionSnapshot() {
        let app = UIKitRuntime()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: app.window.bounds, collectionViewLayout: layout)
        app.window.addSubview(collection)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.accessories = name.hasPrefix("G") || name == "Zhejiang" ? [.outlineDisclosure()] : []
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collectionView, path, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: path, item: name)
        }
        var expanded: [String] = []
        dataSource.sectionSnapshotHandlers.willExpandItem = { expanded.append($0) }
        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        tree.append(["Guangdong", "Zhejiang"])
        tree.append(["Guangzhou", "Shenzhen"], to: "Guangdong")
        app.run {
            dataSource.apply(tree, to: 0, animatingDifferences: false)
            collection.layoutIfNeeded()
        }
        expectEqual(collection.numberOfItems(inSection: 0), 2)
        app.tap(at: CGPoint(x: 300, y: 22))
        app.advance(seconds: 0.5)
        expectEqual(expanded, ["Guangdong"])
        expect(dataSource.snapshot(for: 0).isExpanded("Guangdong"))
        expectEqual(collection.numberOfItems(inSection: 0), 4)
        expectEqual((collection.cellForItem(at: IndexPath(item: 3, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.text, "Zhejiang")
        app.tap(at: CGPoint(x: 100, y: 22))
        expectEqual(collection.numberOfItems(inSection: 0), 4, "with the .cell style a tap on the cell selects it and does not fold it")
    }
}
